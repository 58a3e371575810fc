//
//  SlopesViewController.m
//  Piste
//

#import "SlopesViewController.h"

static NSString * const kSlopeCellIdentifier = @"SlopeCell";

@interface SlopesViewController ()

@property (nonatomic, copy) NSArray<NSString *> *slopes;

@end

@implementation SlopesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Open runs";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Lift pass"
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(liftTicketTapped)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kSlopeCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)liftTicketTapped {
    [self.output didTapLiftTicket];
}

#pragma mark - SlopesViewInput

- (void)showSlopes:(NSArray<NSString *> *)slopes {
    self.slopes = slopes;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.slopes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kSlopeCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.slopes[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectSlopeAtIndex:indexPath.row];
}

@end
