import UIKit

final class ItemEditorViewController: UIViewController {

    var presenter: ItemEditorPresenter!
    private let nameField = UITextField()
    private let quantityStepper = UIStepper()
    private let quantityLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Item"
        nameField.text = presenter.name
        quantityStepper.minimumValue = 0
        quantityStepper.value = Double(presenter.quantity)
        quantityStepper.addAction(UIAction { [weak self] _ in self?.refreshQuantity() }, for: .valueChanged)
        refreshQuantity()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.presenter.didTapSave(name: self.nameField.text ?? "",
                                          quantity: Int(self.quantityStepper.value))
            }
        )
        let stack = UIStackView(arrangedSubviews: [nameField, quantityLabel, quantityStepper])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
    }

    private func refreshQuantity() {
        quantityLabel.text = "Quantity: \(Int(quantityStepper.value))"
    }
}

final class ItemEditorPresenter {

    private let store: PantryStore
    private let router: ItemEditorRouter
    private let original: PantryItem?

    init(item: PantryItem?, store: PantryStore, router: ItemEditorRouter) {
        self.original = item
        self.store = store
        self.router = router
    }

    var title: String { original == nil ? "New item" : "Edit item" }
    var name: String { original?.name ?? "" }
    var quantity: Int { original?.quantity ?? 1 }

    func didTapSave(name: String, quantity: Int) {
        guard !name.isEmpty else { return }
        let item = PantryItem(id: original?.id ?? UUID(),
                              name: name,
                              quantity: quantity,
                              reorderAt: original?.reorderAt ?? 1)
        store.save(item)
        router.close()
    }
}

final class ItemEditorRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum ItemEditorBuilder {

    static func build(item: PantryItem?, store: PantryStore) -> UIViewController {
        let view = ItemEditorViewController()
        let router = ItemEditorRouter()
        view.presenter = ItemEditorPresenter(item: item, store: store, router: router)
        router.viewController = view
        return view
    }
}
