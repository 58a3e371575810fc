import UIKit

/// Presents the Compose sheet modally on top of whichever screen asks for it.
class ComposeWireframe: NSObject {

    var composePresenter: ComposePresenter?

    private var presentedNavigationController: UINavigationController?

    func presentCompose(from viewController: UIViewController) {
        let composeViewController = ComposeViewController()
        composeViewController.eventHandler = composePresenter
        composeViewController.loadViewIfNeeded()
        composePresenter?.configureUserInterfaceForPresentation(composeViewController)

        let navigationController = UINavigationController(rootViewController: composeViewController)
        navigationController.modalPresentationStyle = .pageSheet
        navigationController.presentationController?.delegate = self
        presentedNavigationController = navigationController
        viewController.present(navigationController, animated: true)
    }

    func dismissComposeInterface() {
        presentedNavigationController?.dismiss(animated: true) { [weak self] in
            self?.presentedNavigationController = nil
        }
    }
}

extension ComposeWireframe: UIAdaptivePresentationControllerDelegate {

    /// Swiping the sheet down counts as a cancel.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presentedNavigationController = nil
        composePresenter?.cancelComposeAction()
    }
}
