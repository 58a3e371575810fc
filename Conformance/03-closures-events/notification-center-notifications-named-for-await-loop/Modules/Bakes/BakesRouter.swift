//
//  BakesRouter.swift
//  Levain
//

import UIKit

protocol BakesRouterInput: AnyObject {
    func openProofTimer(for loafName: String)
}

final class BakesRouter: BakesRouterInput {
    weak var viewController: UIViewController?

    func openProofTimer(for loafName: String) {
        let timer = ProofTimerBuilder.build(loafName: loafName)
        viewController?.navigationController?.pushViewController(timer, animated: true)
    }
}
