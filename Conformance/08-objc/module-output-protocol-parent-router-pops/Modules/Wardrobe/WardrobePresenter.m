//
//  WardrobePresenter.m
//  Capsule
//

#import "WardrobePresenter.h"

@implementation WardrobePresenter

#pragma mark - WardrobeViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showOutfitNames:[self.interactor outfitNames]];
}

- (void)didSelectOutfitAtIndex:(NSUInteger)index {
    NSString *name = [self.interactor outfitNames][index];
    [self.router openOutfitEditorWithName:name
                                    items:[self.interactor itemsOfOutfitNamed:name]
                             moduleOutput:self];
}

- (void)didTapNewOutfit {
    [self.router openOutfitEditorWithName:@"" items:@[] moduleOutput:self];
}

#pragma mark - OutfitEditorModuleOutput

- (void)outfitEditorDidSaveOutfitNamed:(NSString *)name items:(NSArray<NSString *> *)items {
    [self.interactor storeOutfitNamed:name items:items];
    [self.view showOutfitNames:[self.interactor outfitNames]];
    [self.router closeOutfitEditor];
}

- (void)outfitEditorDidCancel {
    [self.router closeOutfitEditor];
}

@end
