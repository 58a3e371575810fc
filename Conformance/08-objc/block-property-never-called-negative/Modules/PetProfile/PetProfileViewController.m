//
//  PetProfileViewController.m
//  Pawprint
//

#import "PetProfileViewController.h"

static NSString * const kPetProfileCellIdentifier = @"PetProfileCell";

@interface PetProfileViewController ()

@property (nonatomic, copy) NSArray<NSString *> *facts;

@end

@implementation PetProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Profile";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPetProfileCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PetProfileViewInput

- (void)showFacts:(NSArray<NSString *> *)facts {
    self.facts = facts;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.facts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPetProfileCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.facts[indexPath.row];
    return cell;
}

@end
