//
//  FragrancesPresenter.m
//  Sillage
//

#import "FragrancesPresenter.h"

@interface FragrancesPresenter ()
@property (nonatomic, copy) NSArray<NSString *> *allNames;
@property (nonatomic, copy) NSArray<NSString *> *visibleNames;
@end

@implementation FragrancesPresenter

#pragma mark - FragrancesViewOutput

- (void)didTriggerViewReadyEvent {
    self.allNames = @[@"Vetiver Extraordinaire", @"Portrait of a Lady", @"Terre d'Hermès", @"Baies", @"Shalimar"];
    self.visibleNames = self.allNames;
    [self.view showFragrances:self.visibleNames];
}

- (void)didChangeFilterText:(NSString *)text {
    NSPredicate *matches = [NSPredicate predicateWithFormat:@"SELF CONTAINS[cd] %@", text];
    self.visibleNames = text.length > 0 ? [self.allNames filteredArrayUsingPredicate:matches] : self.allNames;
    [self.view showFragrances:self.visibleNames];
}

- (void)didSubmitSearchQuery:(NSString *)query {
    if (query.length == 0) {
        return;
    }
    [self.moduleOutput fragrancesModuleDidRequestSearchWithQuery:query];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.moduleOutput fragrancesModuleDidSelectFragranceWithName:self.visibleNames[index]];
}

@end
