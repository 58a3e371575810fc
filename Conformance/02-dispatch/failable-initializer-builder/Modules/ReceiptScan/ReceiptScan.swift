import AVFoundation
import UIKit

protocol ReceiptScanViewInput: AnyObject {
    func display(title: String)
}

protocol ReceiptScanViewOutput: AnyObject {
    func viewDidLoad()
}

final class ReceiptScanViewController: UIViewController, ReceiptScanViewInput {
    var output: ReceiptScanViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ReceiptScanPresenter: ReceiptScanViewOutput {
    weak var view: ReceiptScanViewInput?
    private let interactor = ReceiptScanInteractor()
    private let tripID: String
    var camera: AVCaptureDevice?

    init(tripID: String) {
        self.tripID = tripID
    }

    func viewDidLoad() {
        view?.display(title: "Scan receipt")
        interactor.load { _ in }
    }
}

final class ReceiptScanInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

final class ReceiptScanBuilder {
    private let camera: AVCaptureDevice

    init?() {
        guard let camera = AVCaptureDevice.default(for: .video) else {
            return nil
        }
        self.camera = camera
    }

    func build(tripID: String) -> UIViewController {
        let view = ReceiptScanViewController()
        let presenter = ReceiptScanPresenter(tripID: tripID)
        view.output = presenter
        presenter.view = view
        presenter.camera = camera
        return view
    }
}
