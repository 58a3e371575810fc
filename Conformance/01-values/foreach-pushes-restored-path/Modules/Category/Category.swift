import UIKit

protocol CategoryViewInput: AnyObject {
    func display(title: String)
}

protocol CategoryViewOutput: AnyObject {
    func viewDidLoad()
}

final class CategoryViewController: UIViewController, CategoryViewInput {
    var output: CategoryViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class CategoryPresenter: CategoryViewOutput {
    weak var view: CategoryViewInput?
    private let categoryID: String

    init(categoryID: String) {
        self.categoryID = categoryID
    }

    func viewDidLoad() {
        view?.display(title: categoryID.capitalized)
    }
}

enum CategoryBuilder {
    static func build(categoryID: String) -> UIViewController {
        let view = CategoryViewController()
        let presenter = CategoryPresenter(categoryID: categoryID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
