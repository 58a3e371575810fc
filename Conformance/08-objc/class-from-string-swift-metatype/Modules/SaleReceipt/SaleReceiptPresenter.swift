//
//  SaleReceiptPresenter.swift
//  Tills
//

import Foundation

protocol SaleReceiptViewOutput: AnyObject {
    func viewDidLoad()
}

final class SaleReceiptPresenter: SaleReceiptViewOutput {
    weak var view: SaleReceiptViewInput?
    var interactor: SaleReceiptInteractor!

    func viewDidLoad() {
        let lines = interactor.lastSale()
        let body = lines.map { String(format: "%@  £%d.%02d", $0.item, $0.pence / 100, $0.pence % 100) }
        let total = lines.reduce(0) { $0 + $1.pence }
        view?.show(receipt: (body + [String(format: "TOTAL  £%d.%02d", total / 100, total % 100)]).joined(separator: "\n"))
    }
}
