//
//  OutfitEditorPresenter.m
//  Capsule
//

#import "OutfitEditorPresenter.h"

@implementation OutfitEditorPresenter

#pragma mark - OutfitEditorViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showName:self.name items:self.items];
}

- (void)didTapSaveWithName:(NSString *)name {
    if (name.length == 0) {
        return;
    }
    [self.moduleOutput outfitEditorDidSaveOutfitNamed:name items:self.items];
}

- (void)didTapCancel {
    [self.moduleOutput outfitEditorDidCancel];
}

@end
