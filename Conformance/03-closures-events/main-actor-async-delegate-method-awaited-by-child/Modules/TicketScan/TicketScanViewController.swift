import UIKit
import AVFoundation

@MainActor
protocol TicketScanViewInput: AnyObject {
    func showChecking()
    func showRejected(_ code: String)
}

final class TicketScanViewController: UIViewController, TicketScanViewInput, AVCaptureMetadataOutputObjectsDelegate {

    var presenter: TicketScanPresenter!
    private let session = AVCaptureSession()
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .black
        statusLabel.textColor = .white
        statusLabel.textAlignment = .center
        statusLabel.frame = CGRect(x: 0, y: view.bounds.maxY - 160, width: view.bounds.width, height: 44)
        view.addSubview(statusLabel)
        configureCamera()
    }

    private func configureCamera() {
        guard let camera = AVCaptureDevice.default(for: .video),
              let input = try? AVCaptureDeviceInput(device: camera),
              session.canAddInput(input) else { return }
        session.addInput(input)
        let output = AVCaptureMetadataOutput()
        session.addOutput(output)
        output.setMetadataObjectsDelegate(self, queue: .main)
        output.metadataObjectTypes = [.qr]
        DispatchQueue.global(qos: .userInitiated).async { [session] in
            session.startRunning()
        }
    }

    nonisolated func metadataOutput(_ output: AVCaptureMetadataOutput,
                                    didOutput metadataObjects: [AVMetadataObject],
                                    from connection: AVCaptureConnection) {
        guard let code = (metadataObjects.first as? AVMetadataMachineReadableCodeObject)?.stringValue else { return }
        MainActor.assumeIsolated {
            presenter.didRead(code: code)
        }
    }

    func showChecking() {
        statusLabel.text = "Checking…"
    }

    func showRejected(_ code: String) {
        statusLabel.text = "\(code) not valid"
        UINotificationFeedbackGenerator().notificationOccurred(.error)
    }
}
