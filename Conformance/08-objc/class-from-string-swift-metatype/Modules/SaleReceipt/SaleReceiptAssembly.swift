//
//  SaleReceiptAssembly.swift
//  Tills
//

import Foundation

enum SaleReceiptAssembly {
    static func assemble(view: SaleReceiptViewController) {
        let presenter = SaleReceiptPresenter()
        presenter.view = view
        presenter.interactor = SaleReceiptInteractor(store: .shared)
        view.output = presenter
    }
}
