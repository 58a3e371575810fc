//
//  GuestDetailViewController.m
//  Soiree
//

#import "GuestDetailViewController.h"

@interface GuestDetailViewController ()

@property (nonatomic, strong) UILabel *phoneLabel;

@end

@implementation GuestDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.phoneLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 300, 24)];
    [self.view addSubview:self.phoneLabel];

    UIButton *reminderButton = [UIButton buttonWithType:UIButtonTypeSystem];
    reminderButton.frame = CGRectMake(20, 170, 240, 44);
    [reminderButton setTitle:@"Text a Reminder" forState:UIControlStateNormal];
    [reminderButton addTarget:self action:@selector(sendReminderTapped:) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:reminderButton];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - GuestDetailViewInput

- (void)showGuestName:(NSString *)name phoneNumber:(NSString *)phoneNumber {
    self.title = name;
    self.phoneLabel.text = phoneNumber;
}

#pragma mark - Actions

- (void)sendReminderTapped:(UIButton *)sender {
    [self.output didTapSendReminder];
}

@end
