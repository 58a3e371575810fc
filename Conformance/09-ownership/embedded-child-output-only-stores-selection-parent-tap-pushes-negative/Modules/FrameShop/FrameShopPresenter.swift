import Foundation

final class FrameShopPresenter {

    weak var view: FrameShopViewInput?
    var router: FrameShopRouter!
    private var selectedStyle: FrameStyle?

    func viewDidLoad() {
        router.embedStylePicker()
    }

    func didTapContinue() {
        guard let style = selectedStyle else { return }
        router.openCheckout(with: style)
    }
}

extension FrameShopPresenter: FrameStylesModuleOutput {

    func frameStyles(didSelect style: FrameStyle) {
        selectedStyle = style
        view?.showPreview(of: style)
    }
}
