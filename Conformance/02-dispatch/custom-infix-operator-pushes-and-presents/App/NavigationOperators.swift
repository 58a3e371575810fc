//
//  NavigationOperators.swift
//  Asana
//
//  Routers read like arrows: `viewController ~> next` pushes, `viewController ~^ next` presents.
//

import UIKit

precedencegroup NavigationPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}

infix operator ~> : NavigationPrecedence
infix operator ~^ : NavigationPrecedence

/// Pushes `destination` onto the source's navigation stack.
func ~> (source: UIViewController?, destination: UIViewController) {
    source?.navigationController?.pushViewController(destination, animated: true)
}

/// Presents `destination` modally, in its own navigation controller for the bar buttons.
func ~^ (source: UIViewController?, destination: UIViewController) {
    let container = UINavigationController(rootViewController: destination)
    container.modalPresentationStyle = .pageSheet
    source?.present(container, animated: true)
}
