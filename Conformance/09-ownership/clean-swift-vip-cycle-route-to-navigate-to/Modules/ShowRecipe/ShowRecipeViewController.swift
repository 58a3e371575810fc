//
//  ShowRecipeViewController.swift
//  Larder
//

import UIKit

protocol ShowRecipeDisplayLogic: AnyObject {
    func displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel)
}

class ShowRecipeViewController: UIViewController, ShowRecipeDisplayLogic {

    var interactor: ShowRecipeBusinessLogic?
    var router: (NSObjectProtocol & ShowRecipeRoutingLogic & ShowRecipeDataPassing)?

    private let stepsLabel = UILabel()

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
        let interactor = ShowRecipeInteractor()
        let presenter = ShowRecipePresenter()
        let router = ShowRecipeRouter()
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
        view.backgroundColor = .systemBackground
        stepsLabel.numberOfLines = 0
        stepsLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stepsLabel)
        NSLayoutConstraint.activate([
            stepsLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stepsLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stepsLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
        ])
        interactor?.getRecipe(request: ShowRecipe.GetRecipe.Request())
    }

    func displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel) {
        title = viewModel.title
        stepsLabel.text = viewModel.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
