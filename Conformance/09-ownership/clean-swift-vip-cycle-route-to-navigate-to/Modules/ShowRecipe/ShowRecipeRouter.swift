//
//  ShowRecipeRouter.swift
//  Larder
//

import UIKit

@objc protocol ShowRecipeRoutingLogic {
}

protocol ShowRecipeDataPassing {
    var dataStore: ShowRecipeDataStore? { get }
}

class ShowRecipeRouter: NSObject, ShowRecipeRoutingLogic, ShowRecipeDataPassing {

    weak var viewController: ShowRecipeViewController?
    var dataStore: ShowRecipeDataStore?
}
