import UIKit

protocol BarcodeScannerDelegate: AnyObject {
    func scanner(didRead barcode: String)
}

final class BarcodeScannerViewController: UIViewController {
    var output: BarcodeScannerPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        output?.viewDidLoad()
    }
}

final class BarcodeScannerPresenter {
    weak var view: BarcodeScannerViewController?
    weak var delegate: BarcodeScannerDelegate?

    func viewDidLoad() {
        view?.title = "Scan a barcode"
    }

    func didRead(code: String) {
        delegate?.scanner(didRead: code)
    }
}

enum BarcodeScannerBuilder {
    static func build(delegate: BarcodeScannerDelegate?) -> UIViewController {
        let view = BarcodeScannerViewController()
        let presenter = BarcodeScannerPresenter()
        view.output = presenter
        presenter.view = view
        presenter.delegate = delegate
        return view
    }
}
