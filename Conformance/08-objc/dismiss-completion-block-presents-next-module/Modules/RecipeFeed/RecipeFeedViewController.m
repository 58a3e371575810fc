//
//  RecipeFeedViewController.m
//  Mise
//

#import "RecipeFeedViewController.h"

static NSString * const kRecipeCellIdentifier = @"RecipeCell";

@interface RecipeFeedViewController ()
@property (nonatomic, copy) NSArray<NSString *> *recipeTitles;
@end

@implementation RecipeFeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"This week";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Sign in"
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(signInTapped)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kRecipeCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)signInTapped {
    [self.output didTapSignIn];
}

#pragma mark - RecipeFeedViewInput

- (void)showRecipeTitles:(NSArray<NSString *> *)titles {
    self.recipeTitles = titles;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.recipeTitles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kRecipeCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.recipeTitles[indexPath.row];
    return cell;
}

@end
