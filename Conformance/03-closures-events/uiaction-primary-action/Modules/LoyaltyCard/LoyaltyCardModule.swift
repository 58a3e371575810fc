import CoreImage.CIFilterBuiltins
import UIKit

final class LoyaltyCardViewController: UIViewController {

    var presenter: LoyaltyCardPresenter!
    private let codeView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        codeView.contentMode = .scaleAspectFit
        codeView.frame = view.bounds.insetBy(dx: 60, dy: 200)
        codeView.image = presenter.qrCode()
        view.addSubview(codeView)
    }
}

final class LoyaltyCardPresenter {

    private let memberID: String

    init(memberID: String) {
        self.memberID = memberID
    }

    func qrCode() -> UIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(memberID.utf8)
        guard let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 8, y: 8)) else { return nil }
        return UIImage(ciImage: output)
    }
}

enum LoyaltyCardBuilder {

    static func build(memberID: String) -> UIViewController {
        let view = LoyaltyCardViewController()
        view.presenter = LoyaltyCardPresenter(memberID: memberID)
        return view
    }
}
