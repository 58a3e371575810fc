//
//  CreateRecipeRouter.swift
//  Larder
//

import UIKit

@objc protocol CreateRecipeRoutingLogic {
    func routeToListRecipes(segue: UIStoryboardSegue?)
}

protocol CreateRecipeDataPassing {
    var dataStore: CreateRecipeDataStore? { get }
}

class CreateRecipeRouter: NSObject, CreateRecipeRoutingLogic, CreateRecipeDataPassing {

    weak var viewController: CreateRecipeViewController?
    var dataStore: CreateRecipeDataStore?

    // MARK: Routing

    func routeToListRecipes(segue: UIStoryboardSegue?) {
        navigateToListRecipes(source: viewController!)
    }

    // MARK: Navigation

    func navigateToListRecipes(source: CreateRecipeViewController) {
        source.dismiss(animated: true, completion: nil)
    }
}
