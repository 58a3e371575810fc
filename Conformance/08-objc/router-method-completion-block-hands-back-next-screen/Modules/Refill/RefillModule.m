//
//  RefillModule.m
//  Dispensary
//

#import "RefillModule.h"

#pragma mark - View

@implementation RefillViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Order refill";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    UILabel *note = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 330, 80)];
    note.numberOfLines = 0;
    note.text = [self.presenter collectionNote];
    [self.view addSubview:note];
}

@end

#pragma mark - Presenter

@implementation RefillPresenter

- (NSString *)collectionNote {
    return [NSString stringWithFormat:@"%@ is in stock. Ready to collect from 4 pm.", self.prescriptionIdentifier];
}

@end

#pragma mark - Assembly

@implementation RefillAssembly

+ (UIViewController *)moduleForPrescription:(NSString *)prescriptionIdentifier {
    RefillViewController *view = [[RefillViewController alloc] init];
    RefillPresenter *presenter = [[RefillPresenter alloc] init];
    presenter.prescriptionIdentifier = prescriptionIdentifier;
    view.presenter = presenter;
    return view;
}

@end
