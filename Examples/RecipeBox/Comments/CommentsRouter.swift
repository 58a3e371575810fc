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

final class CommentsRouter: CommentsRouterInterface {

    weak var viewController: UIViewController?

    func close() {
        viewController?.view.endEditing(true)
        viewController?.dismiss(animated: true)
    }
}
