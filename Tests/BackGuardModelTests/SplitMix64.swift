/// A small, seeded random number generator, so that one seed always replays the same sequence.
///
/// SplitMix64 (Steele, Lea and Flood, 2014): fast, well mixed, and its whole state is one number.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.below(6)
/// ```
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// - Parameter seed: Any number; equal seeds give equal streams.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`. The modulo bias is far below anything a random test can notice.
  ///
  /// - Parameter bound: Greater than zero.
  /// - Returns: The number.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// `true` with the given probability.
  ///
  /// - Parameter percent: 0 to 100.
  /// - Returns: The coin.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// The seed of the `index`-th sequence of a run: well spread even for consecutive indices.
  ///
  /// - Parameters:
  ///   - index: The sequence number.
  ///   - base: The run's base seed.
  /// - Returns: The sequence's seed.
  static func sequenceSeed(_ index: UInt64, base: UInt64) -> UInt64 {
    var random = SplitMix64(seed: base &+ index &* 0xD1B5_4A32_D192_ED03)
    return random.next()
  }
}
