import MessageUI
import UIKit

protocol JobDetailRouterInput: AnyObject {
    func composeEmail(to address: String, subject: String, body: String)
}

final class JobDetailRouter: NSObject, JobDetailRouterInput {

    weak var viewController: UIViewController?

    func composeEmail(to address: String, subject: String, body: String) {
        guard MFMailComposeViewController.canSendMail() else {
            var components = URLComponents()
            components.scheme = "mailto"
            components.path = address
            components.queryItems = [URLQueryItem(name: "subject", value: subject), URLQueryItem(name: "body", value: body)]
            if let url = components.url {
                UIApplication.shared.open(url)
            }
            return
        }
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = self
        mail.setToRecipients([address])
        mail.setSubject(subject)
        mail.setMessageBody(body, isHTML: false)
        viewController?.present(mail, animated: true)
    }
}

extension JobDetailRouter: MFMailComposeViewControllerDelegate {

    func mailComposeController(_ controller: MFMailComposeViewController,
                               didFinishWith result: MFMailComposeResult,
                               error: Error?) {
        controller.dismiss(animated: true)
    }
}
