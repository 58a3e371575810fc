import UIKit
import VisionKit

protocol AddBottleModuleOutput: AnyObject {
    func addBottleDidSave(_ bottle: Bottle)
}

final class AddBottleViewController: UIViewController {

    var presenter: AddBottlePresenter!
    private let producerField = UITextField()
    private let wineField = UITextField()
    private let vintageField = UITextField()
    private let rackField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New bottle"
        view.backgroundColor = .systemBackground
        producerField.placeholder = "Producer"
        wineField.placeholder = "Wine"
        vintageField.placeholder = "Vintage"
        vintageField.keyboardType = .numberPad
        rackField.placeholder = "Rack"
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "doc.viewfinder"),
                                                           primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapScanLabel()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapSave(producer: self.producerField.text ?? "",
                                      wine: self.wineField.text ?? "",
                                      vintage: Int(self.vintageField.text ?? "") ?? 0,
                                      rack: self.rackField.text ?? "")
        })
        let stack = UIStackView(arrangedSubviews: [producerField, wineField, vintageField, rackField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
    }
}

protocol LabelScanning: AnyObject {
    func presentLabelScanner()
}

final class AddBottlePresenter {

    private weak var output: AddBottleModuleOutput?
    private let router: any LabelScanning & Closing

    init(output: AddBottleModuleOutput, router: any LabelScanning & Closing) {
        self.output = output
        self.router = router
    }

    func didTapScanLabel() {
        router.presentLabelScanner()
    }

    func didTapSave(producer: String, wine: String, vintage: Int, rack: String) {
        guard !producer.isEmpty, vintage > 1900 else { return }
        output?.addBottleDidSave(Bottle(id: UUID(), producer: producer, wine: wine, vintage: vintage, rack: rack))
        router.close()
    }
}

final class AddBottleRouter: NSObject, LabelScanning, Closing, VNDocumentCameraViewControllerDelegate {

    weak var viewController: UIViewController?

    func presentLabelScanner() {
        guard VNDocumentCameraViewController.isSupported else { return }
        let scanner = VNDocumentCameraViewController()
        scanner.delegate = self
        viewController?.present(scanner, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }

    func documentCameraViewController(_ controller: VNDocumentCameraViewController,
                                      didFinishWith scan: VNDocumentCameraScan) {
        controller.dismiss(animated: true)
    }

    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
        controller.dismiss(animated: true)
    }
}

enum AddBottleBuilder {

    static func build(output: AddBottleModuleOutput) -> UIViewController {
        let view = AddBottleViewController()
        let router = AddBottleRouter()
        view.presenter = AddBottlePresenter(output: output, router: router)
        router.viewController = view
        return view
    }
}
