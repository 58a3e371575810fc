//
//  AppointmentsViewController.m
//  Dropline
//

#import "AppointmentsViewController.h"

static NSString * const kDonationCellIdentifier = @"DonationCell";

@interface AppointmentsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *donations;

@end

@implementation AppointmentsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My donations";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kDonationCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Book"
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(bookTapped:)];
    [self.output didTriggerViewReadyEvent];
}

- (void)bookTapped:(UIBarButtonItem *)sender {
    [self.output didTapBookDonation];
}

#pragma mark - AppointmentsViewInput

- (void)showDonations:(NSArray<NSString *> *)donations {
    self.donations = donations;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.donations.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kDonationCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.donations[indexPath.row];
    cell.selectionStyle = UITableViewCellSelectionStyleNone;
    return cell;
}

@end
