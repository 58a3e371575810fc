//
//  SellerProfileAssembly.m
//  Groove
//

#import "SellerProfileAssembly.h"
#import "SellerProfileViewController.h"
#import "SellerProfilePresenter.h"
#import "SellerProfileRouter.h"

@implementation SellerProfileAssembly

+ (UIViewController *)buildModuleWithSellerName:(NSString *)sellerName {
    SellerProfileViewController *view = [[SellerProfileViewController alloc] init];
    SellerProfilePresenter *presenter = [[SellerProfilePresenter alloc] initWithSellerName:sellerName];
    SellerProfileRouter *router = [[SellerProfileRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;

    return view;
}

@end
