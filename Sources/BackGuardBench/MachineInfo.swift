import Foundation

/// The machine and build the figures come from, printed above the table.
struct MachineInfo {
  /// `uname -srm`.
  let system: String
  /// Logical CPUs.
  let cpuCount: Int
  /// The core model from `/proc/cpuinfo`, when the file exists.
  let cpuModel: String?
  /// `release` or `debug`.
  let configuration: String

  /// Reads the current machine.
  static func current() -> MachineInfo {
    var name = utsname()
    uname(&name)
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    let system = "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
    let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
    let model = cpuinfo?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    return MachineInfo(
      system: system, cpuCount: ProcessInfo.processInfo.processorCount, cpuModel: model,
      configuration: configuration)
  }
}
