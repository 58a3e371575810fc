//
//  ListRecipesViewController.swift
//  Larder
//

import UIKit

protocol ListRecipesDisplayLogic: AnyObject {
    func displayFetchedRecipes(viewModel: ListRecipes.FetchRecipes.ViewModel)
}

class ListRecipesViewController: UITableViewController, ListRecipesDisplayLogic {

    var interactor: ListRecipesBusinessLogic?
    var router: (NSObjectProtocol & ListRecipesRoutingLogic & ListRecipesDataPassing)?

    // MARK: Object lifecycle

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    // MARK: Setup

    private func setup() {
        let viewController = self
        let interactor = ListRecipesInteractor()
        let presenter = ListRecipesPresenter()
        let router = ListRecipesRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    // MARK: View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RecipeCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addRecipeTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fetchRecipes()
    }

    // MARK: Fetch recipes

    var displayedRecipes: [ListRecipes.FetchRecipes.ViewModel.DisplayedRecipe] = []

    func fetchRecipes() {
        let request = ListRecipes.FetchRecipes.Request()
        interactor?.fetchRecipes(request: request)
    }

    func displayFetchedRecipes(viewModel: ListRecipes.FetchRecipes.ViewModel) {
        displayedRecipes = viewModel.displayedRecipes
        tableView.reloadData()
    }

    // MARK: Routing

    @objc private func addRecipeTapped() {
        router?.routeToCreateRecipe(segue: nil)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.routeToShowRecipe(segue: nil)
    }

    // MARK: Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedRecipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let displayedRecipe = displayedRecipes[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = displayedRecipe.title
        content.secondaryText = displayedRecipe.duration
        cell.contentConfiguration = content
        return cell
    }
}
