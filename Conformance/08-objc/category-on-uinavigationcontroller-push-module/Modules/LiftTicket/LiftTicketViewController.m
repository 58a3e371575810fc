//
//  LiftTicketViewController.m
//  Piste
//

#import "LiftTicketViewController.h"

@interface LiftTicketViewController ()

@property (nonatomic, strong) UILabel *codeLabel;

@end

@implementation LiftTicketViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Lift pass";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone
                                                                                           target:self
                                                                                           action:@selector(doneTapped)];
    self.codeLabel = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 20, 160)];
    self.codeLabel.numberOfLines = 0;
    self.codeLabel.textAlignment = NSTextAlignmentCenter;
    self.codeLabel.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.codeLabel];
    [self.output didTriggerViewReadyEvent];
}

- (void)doneTapped {
    [self.output didTapDone];
}

#pragma mark - LiftTicketViewInput

- (void)showPassCode:(NSString *)code validUntil:(NSString *)validUntil {
    self.codeLabel.text = [NSString stringWithFormat:@"%@\nValid until %@", code, validUntil];
}

@end
