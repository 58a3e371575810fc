import UIKit

struct Bed {
    let id: UUID
    var name: String
    var crops: [String]
}

final class GardenStore {
    private(set) var beds: [Bed] = []

    func update(_ bed: Bed) {
        guard let index = beds.firstIndex(where: { $0.id == bed.id }) else { return }
        beds[index] = bed
    }
}

final class BedEditorViewController: UIViewController {
    var output: BedEditorPresenter?
    let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(nameField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() {
        output?.didTapDone(name: nameField.text ?? "")
    }
}

final class BedEditorPresenter {
    weak var view: BedEditorViewController?
    var router: BedEditorRouter!
    private let bedID: UUID
    private let store: GardenStore

    init(bedID: UUID, store: GardenStore) {
        self.bedID = bedID
        self.store = store
    }

    func didTapDone(name: String) {
        router.finishEditing(bedID: bedID, newName: name, in: store)
    }
}

final class BedEditorRouter {
    weak var viewController: UIViewController?

    func finishEditing(bedID: UUID, newName: String, in store: GardenStore) {
        defer {
            viewController?.navigationController?.popViewController(animated: true)
        }
        guard var bed = store.beds.first(where: { $0.id == bedID }), bed.name != newName else {
            return
        }
        bed.name = newName
        store.update(bed)
    }
}

enum BedEditorBuilder {
    static func build(bedID: UUID, store: GardenStore) -> UIViewController {
        let view = BedEditorViewController()
        let presenter = BedEditorPresenter(bedID: bedID, store: store)
        let router = BedEditorRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
