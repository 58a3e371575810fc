import UIKit

final class FiltersViewController: UIViewController {
    var output: FiltersPresenter?

    @objc func doneTapped() {
        output?.done()
    }
}

final class FiltersPresenter {
    var onClose: (() -> Void)?

    func done() {
        onClose?()
    }
}

enum FiltersConfigurator {
    static func configure() -> (UIViewController, FiltersPresenter) {
        let view = FiltersViewController()
        let presenter = FiltersPresenter()
        view.output = presenter
        return (view, presenter)
    }
}
