//
//  TicketModule.m
//  Encore
//

#import "TicketModule.h"

#pragma mark - View

@interface TicketViewController ()
@property (nonatomic, strong) UILabel *headlineLabel;
@property (nonatomic, strong) UILabel *detailsLabel;
@end

@implementation TicketViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Your ticket";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.headlineLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 140, 320, 30)];
    self.headlineLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
    self.detailsLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 180, 320, 80)];
    self.detailsLabel.numberOfLines = 0;
    [self.view addSubview:self.headlineLabel];
    [self.view addSubview:self.detailsLabel];
    [self.output didTriggerViewReadyEvent];
}

- (void)showHeadline:(NSString *)headline details:(NSString *)details {
    self.headlineLabel.text = headline;
    self.detailsLabel.text = details;
}

@end

#pragma mark - Presenter

@implementation TicketPresenter

- (void)didTriggerViewReadyEvent {
    NSString *details = [NSString stringWithFormat:@"%@\nCode %@", self.seat, self.code];
    [self.view showHeadline:self.gig details:details];
}

@end

#pragma mark - Assembly

@implementation TicketAssembly

+ (UIViewController *)buildModuleWithCode:(NSString *)code gig:(NSString *)gig seat:(NSString *)seat {
    TicketViewController *view = [[TicketViewController alloc] init];
    TicketPresenter *presenter = [[TicketPresenter alloc] init];
    presenter.code = code;
    presenter.gig = gig;
    presenter.seat = seat;
    view.output = presenter;
    presenter.view = view;
    return view;
}

@end
