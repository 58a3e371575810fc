//
//  CommentsRouter.swift
//  Comments
//
//  Created by Mina Cho on 2024/04/02.
//

import UIKit

protocol CommentsRouterInterface: AnyObject {
    func close()
}

/// Dismisses the comments screen, ending any editing first.
final class CommentsRouter: CommentsRouterInterface {

    weak var viewController: UIViewController?

    func close() {
        viewController?.view.endEditing(true)
        viewController?.dismiss(animated: true)
    }
}
