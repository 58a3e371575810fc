import UIKit

protocol StorageViewInput: AnyObject {
    func display(title: String)
}

protocol StorageViewOutput: AnyObject {
    func viewDidLoad()
}

final class StorageViewController: UIViewController, StorageViewInput {
    var output: StorageViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class StoragePresenter: StorageViewOutput {
    weak var view: StorageViewInput?
    private let interactor = StorageInteractor()
    func viewDidLoad() {
        view?.display(title: "Downloads & storage")
        interactor.load { _ in }
    }
}

final class StorageInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum StorageBuilder {
    static func build() -> UIViewController {
        let view = StorageViewController()
        let presenter = StoragePresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
