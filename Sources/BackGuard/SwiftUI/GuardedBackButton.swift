#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// A back or Cancel button that goes back through the guards of the enclosing `.backGuard`.
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
    public init(@ViewBuilder label: () -> Label) {
      self.label = label()
    }

    public var body: some View {
      let requestBack = requestBack
      Button {
        requestBack()
      } label: {
        label
      }
      .onAppear { requestBack.standInBackButton(isOnScreen: true) }
      .onDisappear { requestBack.standInBackButton(isOnScreen: false) }
    }
  }

  extension GuardedBackButton where Label == Text {
    /// A button with a text label.
    public init(_ title: LocalizedStringKey) {
      self.init { Text(title) }
    }
  }
#endif
