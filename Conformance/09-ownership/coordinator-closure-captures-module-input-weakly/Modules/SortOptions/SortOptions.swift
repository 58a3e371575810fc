import UIKit

protocol SortOptionsModuleInput: AnyObject {
    func setup(selected: SortOrder)
}

protocol SortOptionsModuleOutput: AnyObject {
    var onApply: ((SortOrder) -> Void)? { get set }
    var onClose: (() -> Void)? { get set }
}

protocol SortOptionsViewOutput: AnyObject {
    func didChoose(_ order: SortOrder)
    func didTapClose()
}

final class SortOptionsViewController: UIViewController {
    var output: SortOptionsViewOutput?
    private lazy var applyAction: () -> Void = { [weak self] in
        self?.output?.didChoose(.cheapest)
    }

    @objc func applyTapped() {
        applyAction()
    }

    @objc func closeTapped() {
        output?.didTapClose()
    }
}

final class SortOptionsPresenter: SortOptionsModuleInput, SortOptionsModuleOutput, SortOptionsViewOutput {
    var onApply: ((SortOrder) -> Void)?
    var onClose: (() -> Void)?
    private var selected: SortOrder = .newest

    func setup(selected: SortOrder) {
        self.selected = selected
    }

    func didChoose(_ order: SortOrder) {
        onApply?(order)
        onClose?()
    }

    func didTapClose() {
        onClose?()
    }
}

final class SortOptionsModuleConfigurator {
    func configure() -> (UIViewController, SortOptionsModuleOutput, SortOptionsModuleInput) {
        let view = SortOptionsViewController()
        let presenter = SortOptionsPresenter()
        view.output = presenter
        return (view, presenter, presenter)
    }
}
