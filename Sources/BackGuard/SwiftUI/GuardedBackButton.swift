#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  /// A back or Cancel button that goes back through the guards of the enclosing `.backGuard`.
  ///
  /// It stands in for the back button: while it is on screen, the screen keeps the edge swipe (and the iOS 26 content
  /// swipe) through the same guard, also with `.navigationBarBackButtonHidden(true)`, which otherwise turns the swipe
  /// off. A button of your own that reads ``SwiftUI/EnvironmentValues/requestBack`` does not do that: with a hidden back
  /// button its screen keeps SwiftUI's refusal of the swipe.
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
    ///
    /// - Parameter title: The label, for example "Cancel".
    public init(_ title: LocalizedStringKey) {
      self.init { Text(title) }
    }
  }
#endif
