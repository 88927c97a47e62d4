#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// A back or Cancel button that goes back through the guards of the enclosing `.backGuard`.
  ///
  /// It reads ``SwiftUI/EnvironmentValues/requestBack`` from its own environment, which is inside `.backGuard`. A
  /// screen that read `@Environment(\.requestBack)` itself would get its parent's value instead, because a view's
  /// environment comes from above it, not from the modifiers in its own body.
  ///
  /// ```swift
  /// TextField("Message", text: $message)
  ///   .navigationBarBackButtonHidden(true)
  ///   .toolbar { ToolbarItem(placement: .navigationBarLeading) { GuardedBackButton("Cancel") } }
  ///   .backGuard(isActive: !message.isEmpty, confirm: "Discard message?")
  /// ```
  public struct GuardedBackButton<Label: View>: View {
    @Environment(\.requestBack) private var requestBack
    private let label: Label

    /// A button with your own label.
    ///
    /// - Parameter label: The button's content.
    public init(@ViewBuilder label: () -> Label) {
      self.label = label()
    }

    public var body: some View {
      Button {
        requestBack()
      } label: {
        label
      }
    }
  }

  extension GuardedBackButton where Label == Text {
    /// A button with a text label.
    ///
    /// - Parameter title: The label, for example "Cancel".
    public init(_ title: LocalizedStringKey) {
      self.init { Text(title) }
    }
  }
#endif
