import UIKit

protocol TripDetailRouterInput: AnyObject {
    func showBoardingPass(code: String)
}

/// Holds no reference to its screen: it presents on whatever is on top of the key window.
final class TripDetailRouter: TripDetailRouterInput {

    func showBoardingPass(code: String) {
        let pass = BoardingPassBuilder.build(code: code)
        pass.modalPresentationStyle = .formSheet
        guard let top = UIApplication.shared.keyWindowRootViewController?.topMost() else { return }
        top.present(pass, animated: true)
    }
}
