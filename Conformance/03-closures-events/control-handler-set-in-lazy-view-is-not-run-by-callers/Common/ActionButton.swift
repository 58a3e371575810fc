import UIKit

/// A button that runs a closure on tap.
final class ActionButton: UIButton {
    func setAction(_ action: @escaping () -> Void) {
        addAction(.init(handler: { _ in action() }), for: .touchUpInside)
    }
}

/// The bar above the results: sort and filter buttons.
final class SearchSettingsBar: UIView {
    var onOpenSort: (() -> Void)?
    var onOpenFilters: (() -> Void)?

    private lazy var sortButton = {
        $0.setAction { [weak self] in
            self?.onOpenSort?()
        }
        return $0
    }(ActionButton())

    private lazy var filtersButton = {
        $0.setAction { [weak self] in
            self?.onOpenFilters?()
        }
        return $0
    }(ActionButton())

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(sortButton)
        addSubview(filtersButton)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func set(sortTitle: String) {
        sortButton.setTitle(sortTitle, for: .normal)
    }
}
