//
//  BakesPresenter.swift
//  Levain
//

import Foundation

protocol BakesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectLoaf(at index: Int)
}

final class BakesPresenter: BakesViewOutput {
    weak var view: BakesViewInput?
    private let router: BakesRouterInput
    private let loaves = ["Country sourdough", "Seeded rye", "Olive fougasse"]

    init(router: BakesRouterInput) {
        self.router = router
    }

    func viewDidLoad() {
        view?.show(loaves: loaves)
    }

    func didSelectLoaf(at index: Int) {
        router.openProofTimer(for: loaves[index])
    }
}
