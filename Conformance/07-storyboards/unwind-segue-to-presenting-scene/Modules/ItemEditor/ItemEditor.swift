import UIKit

enum ItemEditorConfigurator {
    static func configure(_ viewController: ItemEditorViewController) {
        let interactor = ItemEditorInteractor(store: .shared)
        viewController.presenter = ItemEditorPresenter(interactor: interactor)
    }
}

final class ItemEditorViewController: UIViewController {
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var aisleField: UITextField!
    @IBOutlet private weak var quantityStepper: UIStepper!

    var presenter: ItemEditorPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        ItemEditorConfigurator.configure(self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        presenter.save(name: nameField.text ?? "", aisle: aisleField.text ?? "", quantity: Int(quantityStepper.value))
    }
}

final class ItemEditorPresenter {
    private let interactor: ItemEditorInteractor

    init(interactor: ItemEditorInteractor) {
        self.interactor = interactor
    }

    func save(name: String, aisle: String, quantity: Int) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        interactor.add(GroceryItem(name: trimmed, quantity: quantity, aisle: aisle.isEmpty ? "Other" : aisle))
    }
}

final class ItemEditorInteractor {
    private let store: GroceryStore

    init(store: GroceryStore) {
        self.store = store
    }

    func add(_ item: GroceryItem) {
        store.add(item)
    }
}
