//
//  CreateRecipeViewController.swift
//  Larder
//

import UIKit

protocol CreateRecipeDisplayLogic: AnyObject {
    func displaySavedRecipe(viewModel: CreateRecipe.SaveRecipe.ViewModel)
}

class CreateRecipeViewController: UIViewController, CreateRecipeDisplayLogic {

    var interactor: CreateRecipeBusinessLogic?
    var router: (NSObjectProtocol & CreateRecipeRoutingLogic & CreateRecipeDataPassing)?

    private let titleField = UITextField()
    private let minutesField = UITextField()

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
        let interactor = CreateRecipeInteractor()
        let presenter = CreateRecipePresenter()
        let router = CreateRecipeRouter()
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
        title = "New recipe"
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Title"
        minutesField.placeholder = "Minutes"
        minutesField.keyboardType = .numberPad
        let stack = UIStackView(arrangedSubviews: [titleField, minutesField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
    }

    // MARK: Save recipe

    @objc private func saveTapped() {
        let request = CreateRecipe.SaveRecipe.Request(title: titleField.text ?? "", minutes: Int(minutesField.text ?? "") ?? 0)
        interactor?.saveRecipe(request: request)
    }

    func displaySavedRecipe(viewModel: CreateRecipe.SaveRecipe.ViewModel) {
        if viewModel.recipe != nil {
            router?.routeToListRecipes(segue: nil)
        } else {
            titleField.layer.borderColor = UIColor.systemRed.cgColor
            titleField.layer.borderWidth = 1
        }
    }

    @objc private func cancelTapped() {
        router?.routeToListRecipes(segue: nil)
    }
}
