import UIKit

final class FrameShopRouter {

    weak var viewController: FrameShopViewController?
    var stylePicker: UIViewController?

    func embedStylePicker() {
        guard let parent = viewController, let picker = stylePicker else { return }
        parent.addChild(picker)
        picker.view.frame = parent.stylesContainer.bounds
        parent.stylesContainer.addSubview(picker.view)
        picker.didMove(toParent: parent)
    }

    func openCheckout(with style: FrameStyle) {
        let checkout = FrameCheckoutConfigurator.configure(style: style)
        viewController?.navigationController?.pushViewController(checkout, animated: true)
    }
}
