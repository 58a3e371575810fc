import UIKit
import CoreImage.CIFilterBuiltins

protocol TicketViewInput: AnyObject {
    func show(code: String, image: UIImage?)
}

final class TicketViewController: UIViewController, TicketViewInput {
    var presenter: TicketPresenter!
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds.insetBy(dx: 40, dy: 200)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        presenter.viewDidLoad()
    }

    func show(code: String, image: UIImage?) {
        title = code
        imageView.image = image
    }
}

final class TicketPresenter {
    weak var view: TicketViewInput?
    private let code: String

    init(code: String) {
        self.code = code
    }

    func viewDidLoad() {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(code.utf8)
        let image = filter.outputImage.map { UIImage(ciImage: $0.transformed(by: CGAffineTransform(scaleX: 8, y: 8))) }
        view?.show(code: code, image: image)
    }
}

enum TicketBuilder {
    static func build(code: String) -> UIViewController {
        let view = TicketViewController()
        let presenter = TicketPresenter(code: code)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
