import UIKit

final class SortOptionsViewController: UIViewController {
    var output: SortOptionsPresenter?

    @objc func applyTapped() {
        output?.apply(title: "Cheapest first")
    }
}

final class SortOptionsPresenter {
    var onApply: ((String) -> Void)?
    var onClose: (() -> Void)?

    func apply(title: String) {
        onApply?(title)
        onClose?()
    }
}

enum SortOptionsConfigurator {
    static func configure() -> (UIViewController, SortOptionsPresenter) {
        let view = SortOptionsViewController()
        let presenter = SortOptionsPresenter()
        view.output = presenter
        return (view, presenter)
    }
}
