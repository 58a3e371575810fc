import UIKit

// MARK: - View

protocol RecipeDetailViewInput: AnyObject {
    func show(steps: [String])
}

final class RecipeDetailViewController: UITableViewController, RecipeDetailViewInput {
    var presenter: RecipeDetailPresenter!
    private var steps: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        presenter.viewDidLoad()
    }

    func show(steps: [String]) {
        self.steps = steps
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        steps.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = "\(indexPath.row + 1). \(steps[indexPath.row])"
        return cell
    }
}

// MARK: - Presenter

final class RecipeDetailPresenter {
    weak var view: RecipeDetailViewInput?
    var interactor: RecipeDetailInteractor!

    func viewDidLoad() {
        interactor.loadSteps { [weak self] steps in
            self?.view?.show(steps: steps)
        }
    }
}

// MARK: - Interactor

final class RecipeDetailInteractor {
    let recipeID: UUID

    init(recipeID: UUID) {
        self.recipeID = recipeID
    }

    func loadSteps(completion: @escaping ([String]) -> Void) {
        completion(["Prepare the ingredients", "Cook gently", "Season and serve"])
    }
}

// MARK: - Assembly

enum RecipeDetailAssembly {
    static func makeModule(recipeID: UUID) -> UIViewController {
        let view = RecipeDetailViewController(style: .plain)
        let presenter = RecipeDetailPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = RecipeDetailInteractor(recipeID: recipeID)
        return view
    }
}
