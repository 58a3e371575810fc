//
//  SaleReceiptViewController.swift
//  Tills
//

import UIKit

protocol SaleReceiptViewInput: AnyObject {
    func show(receipt: String)
}

final class SaleReceiptViewController: UIViewController, SaleReceiptViewInput {
    var output: SaleReceiptViewOutput?
    private let receiptView = UITextView()

    // Made by name from the runtime (`NSClassFromString` + `init()`), so the screen wires its own module.
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        SaleReceiptAssembly.assemble(view: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        SaleReceiptAssembly.assemble(view: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        view.backgroundColor = .systemBackground
        receiptView.isEditable = false
        receiptView.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
        receiptView.frame = view.bounds
        receiptView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(receiptView)
        output?.viewDidLoad()
    }

    func show(receipt: String) {
        receiptView.text = receipt
    }
}
