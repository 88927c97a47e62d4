// The hooks' names in the diagnostics' lines (debug builds only, like the lines).
#if DEBUG
  extension BackPlan.Hook {
    /// The hook as an iOS developer finds it: the UIKit API, or BackGuard's object, that hears the route.
    package var name: String {
      switch self {
      case .backAction: "backAction"
      case .barQuestion: "navigationBar(_:shouldPop:)"
      case .backItemMenu: "the menu of BackGuard's back item"
      case .popOverride(let call): "BackGuardNavigationController's " + call.methodName + " override"
      case .swipeGate: "BackGuard's proxy on the recognizer's delegate, after UIKit's own checks"
      case .escapeOverride: "accessibilityPerformEscape()"
      case .escapeBlock: "accessibilityPerformEscapeBlock on the screen's view and on the navigation controller"
      case .voiceOverHook: "the VoiceOver escape hook (installVoiceOverEscapeHook())"
      case .subclassKeyCommand: "BackGuardNavigationController's keyCommands: UIKit's own ⌘[ swapped for BackGuard's"
      case .screenKeyCommand: "BackGuard's ⌘[ on the top screen (addKeyCommand; built, not verified on a device)"
      case .appCall: "the app's call"
      case .sheetDelegate: "the sheet's presentation controller delegate (sheetDismissal)"
      case .tabBarProxy: "tabBarController(_:shouldSelect:) proxy"
      case .zoomOptions: "the zoom options' interactiveDismissShouldBegin, wired to shouldBeginZoomDismiss()"
      case .windowClosure:
        "the window scene's closureConfirmation, in the guard's words (the system asks; built, not verified on a device)"
      }
    }
  }

  extension ProgrammaticCall {
    /// The `UINavigationController` method of the call.
    var methodName: String {
      switch self {
      case .pop: "popViewController(animated:)"
      case .popTo: "popToViewController(_:animated:)"
      case .popToRoot: "popToRootViewController(animated:)"
      case .setViewControllers: "setViewControllers(_:animated:)"
      case .unannounced: "a call BackGuard cannot see"
      }
    }
  }
#endif
