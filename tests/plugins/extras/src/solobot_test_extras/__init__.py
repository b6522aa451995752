"""Test plugins for the solobot core (not for users)."""
