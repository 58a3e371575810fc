//
//  FragrancesModuleOutput.h
//  Sillage
//

#import <Foundation/Foundation.h>

@protocol FragrancesModuleOutput <NSObject>
- (void)fragrancesModuleDidSelectFragranceWithName:(NSString *)name;
- (void)fragrancesModuleDidRequestSearchWithQuery:(NSString *)query;
@end
