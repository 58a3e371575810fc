//
//  ListRecipesRouter.swift
//  Larder
//

import UIKit

@objc protocol ListRecipesRoutingLogic {
    func routeToShowRecipe(segue: UIStoryboardSegue?)
    func routeToCreateRecipe(segue: UIStoryboardSegue?)
}

protocol ListRecipesDataPassing {
    var dataStore: ListRecipesDataStore? { get }
}

class ListRecipesRouter: NSObject, ListRecipesRoutingLogic, ListRecipesDataPassing {

    weak var viewController: ListRecipesViewController?
    var dataStore: ListRecipesDataStore?

    // MARK: Routing

    func routeToShowRecipe(segue: UIStoryboardSegue?) {
        let destinationVC = ShowRecipeViewController(nibName: nil, bundle: nil)
        var destinationDS = destinationVC.router!.dataStore!
        passDataToShowRecipe(source: dataStore!, destination: &destinationDS)
        navigateToShowRecipe(source: viewController!, destination: destinationVC)
    }

    func routeToCreateRecipe(segue: UIStoryboardSegue?) {
        let destinationVC = CreateRecipeViewController(nibName: nil, bundle: nil)
        navigateToCreateRecipe(source: viewController!, destination: destinationVC)
    }

    // MARK: Navigation

    func navigateToShowRecipe(source: ListRecipesViewController, destination: ShowRecipeViewController) {
        source.show(destination, sender: nil)
    }

    func navigateToCreateRecipe(source: ListRecipesViewController, destination: CreateRecipeViewController) {
        let navigation = UINavigationController(rootViewController: destination)
        source.present(navigation, animated: true, completion: nil)
    }

    // MARK: Passing data

    func passDataToShowRecipe(source: ListRecipesDataStore, destination: inout ShowRecipeDataStore) {
        let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
        destination.recipe = source.recipes?[selectedRow!]
    }
}
